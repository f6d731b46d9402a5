from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.integration_offer import IntegrationOffer

if TYPE_CHECKING:
    from ..models.integration_action import IntegrationAction
    from ..models.integration_capabilities_models import IntegrationCapabilitiesModels


T = TypeVar("T", bound="IntegrationCapabilities")


@_attrs_define
class IntegrationCapabilities:
    """What an integration supports, generated from its manifest.

    Attributes:
        offers (list[IntegrationOffer]): What the integration offers, in this order (unified, actions, sync,
            native_webhooks, passthrough).
        sync (list[str]): Unified models kept in the synced cache.
        native_webhooks (list[str]): Unified models whose changes arrive as the tool's own webhooks.
        models (IntegrationCapabilitiesModels): Unified model id (e.g. `crm.contacts`) to the operations supported on it
            (e.g. `list`, `find`).
        actions (list[IntegrationAction]): Tool-specific actions.
    """

    offers: list[IntegrationOffer]
    sync: list[str]
    native_webhooks: list[str]
    models: IntegrationCapabilitiesModels
    actions: list[IntegrationAction]

    def to_dict(self) -> dict[str, Any]:
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
        from ..models.integration_capabilities_models import (
            IntegrationCapabilitiesModels,
        )

        d = dict(src_dict)
        offers = []
        _offers = d.pop("offers")
        for offers_item_data in _offers:
            offers_item = IntegrationOffer(offers_item_data)

            offers.append(offers_item)

        sync = cast(list[str], d.pop("sync"))

        native_webhooks = cast(list[str], d.pop("nativeWebhooks"))

        models = IntegrationCapabilitiesModels.from_dict(d.pop("models"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = IntegrationAction.from_dict(actions_item_data)

            actions.append(actions_item)

        integration_capabilities = cls(
            offers=offers,
            sync=sync,
            native_webhooks=native_webhooks,
            models=models,
            actions=actions,
        )

        return integration_capabilities
