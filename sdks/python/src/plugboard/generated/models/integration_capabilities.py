from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.integration_action import IntegrationAction
    from ..models.integration_capabilities_models import IntegrationCapabilitiesModels


T = TypeVar("T", bound="IntegrationCapabilities")


@_attrs_define
class IntegrationCapabilities:
    """What an integration supports, generated from its manifest.

    Attributes:
        models (IntegrationCapabilitiesModels): Unified model id (e.g. `crm.contacts`) to the operations supported on it
            (e.g. `list`, `find`).
        actions (list[IntegrationAction]): Tool-specific actions.
    """

    models: IntegrationCapabilitiesModels
    actions: list[IntegrationAction]

    def to_dict(self) -> dict[str, Any]:
        models = self.models.to_dict()

        actions = []
        for actions_item_data in self.actions:
            actions_item = actions_item_data.to_dict()
            actions.append(actions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
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
        models = IntegrationCapabilitiesModels.from_dict(d.pop("models"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:
            actions_item = IntegrationAction.from_dict(actions_item_data)

            actions.append(actions_item)

        integration_capabilities = cls(
            models=models,
            actions=actions,
        )

        return integration_capabilities
