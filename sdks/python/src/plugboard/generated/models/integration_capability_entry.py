from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.integration_offer import IntegrationOffer

if TYPE_CHECKING:
    from ..models.integration_action import IntegrationAction
    from ..models.integration_capability_entry_models import (
        IntegrationCapabilityEntryModels,
    )


T = TypeVar("T", bound="IntegrationCapabilityEntry")


@_attrs_define
class IntegrationCapabilityEntry:
    """The capabilities of one integration.

    Attributes:
        integration_id (str): Identifier of the integration.
        offers (list[IntegrationOffer]): What the integration offers (see IntegrationOffer).
        sync (list[str]): Unified models kept in the synced cache.
        native_webhooks (list[str]): Unified models whose changes arrive as the tool's own webhooks.
        models (IntegrationCapabilityEntryModels): Unified model id to the operations supported on it.
        actions (list[IntegrationAction]): Tool-specific actions.
    """

    integration_id: str
    offers: list[IntegrationOffer]
    sync: list[str]
    native_webhooks: list[str]
    models: IntegrationCapabilityEntryModels
    actions: list[IntegrationAction]

    def to_dict(self) -> dict[str, Any]:
        integration_id = self.integration_id

        offers = []
        for offers_item_data in self.offers:
            offers_item = offers_item_data.value
            offers.append(offers_item)

        sync = self.sync

        native_webhooks = self.native_webhooks

        models = self.models.to_dict()

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "integrationId": integration_id,
                "offers": offers,
                "sync": sync,
                "nativeWebhooks": native_webhooks,
                "models": models,
                "actions": actions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.integration_action import IntegrationAction
        from ..models.integration_capability_entry_models import (
            IntegrationCapabilityEntryModels,
        )

        d = dict(src_dict)
        integration_id = d.pop("integrationId")

        offers = []
        _offers = d.pop("offers")
        for offers_item_data in _offers:
            offers_item = IntegrationOffer(offers_item_data)

            offers.append(offers_item)

        sync = cast(list[str], d.pop("sync"))

        native_webhooks = cast(list[str], d.pop("nativeWebhooks"))

        models = IntegrationCapabilityEntryModels.from_dict(d.pop("models"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = IntegrationAction.from_dict(actions_item_data)

            actions.append(actions_item)

        integration_capability_entry = cls(
            integration_id=integration_id,
            offers=offers,
            sync=sync,
            native_webhooks=native_webhooks,
            models=models,
            actions=actions,
        )

        return integration_capability_entry
