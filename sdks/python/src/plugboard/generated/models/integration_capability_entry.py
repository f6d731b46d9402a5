from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

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
        models (IntegrationCapabilityEntryModels): Unified model id to the operations supported on it.
        actions (list[IntegrationAction]): Tool-specific actions.
    """

    integration_id: str
    models: IntegrationCapabilityEntryModels
    actions: list[IntegrationAction]

    def to_dict(self) -> dict[str, Any]:
        integration_id = self.integration_id

        models = self.models.to_dict()

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "integrationId": integration_id,
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

        models = IntegrationCapabilityEntryModels.from_dict(d.pop("models"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = IntegrationAction.from_dict(actions_item_data)

            actions.append(actions_item)

        integration_capability_entry = cls(
            integration_id=integration_id,
            models=models,
            actions=actions,
        )

        return integration_capability_entry
