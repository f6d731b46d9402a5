from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.integration_sandbox_auth_method_id import IntegrationSandboxAuthMethodId
from ..models.integration_sandbox_environments_item import (
    IntegrationSandboxEnvironmentsItem,
)

T = TypeVar("T", bound="IntegrationSandbox")


@_attrs_define
class IntegrationSandbox:
    """Every integration has a sandbox: a connection to sample data instead of an account at the tool, made
    through the normal connect flow with this auth method (`POST /api/connect/credentials` with
    `{"authMethodId": "sandbox", "credentials": {"type": "sandbox"}}`), in these environments only. The connect
    modal offers it as "Try with sample data". See docs/sandbox.md.

        Attributes:
            auth_method_id (IntegrationSandboxAuthMethodId):
            environments (list[IntegrationSandboxEnvironmentsItem]):
    """

    auth_method_id: IntegrationSandboxAuthMethodId
    environments: list[IntegrationSandboxEnvironmentsItem]

    def to_dict(self) -> dict[str, Any]:
        auth_method_id = self.auth_method_id.value

        environments = []
        for environments_item_data in self.environments:
            environments_item = environments_item_data.value
            environments.append(environments_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "authMethodId": auth_method_id,
                "environments": environments,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        auth_method_id = IntegrationSandboxAuthMethodId(d.pop("authMethodId"))

        environments = []
        _environments = d.pop("environments")
        for environments_item_data in _environments:
            environments_item = IntegrationSandboxEnvironmentsItem(
                environments_item_data
            )

            environments.append(environments_item)

        integration_sandbox = cls(
            auth_method_id=auth_method_id,
            environments=environments,
        )

        return integration_sandbox
