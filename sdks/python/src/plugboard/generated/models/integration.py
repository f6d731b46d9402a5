from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.auth_method import AuthMethod
    from ..models.integration_capabilities import IntegrationCapabilities
    from ..models.integration_display import IntegrationDisplay
    from ..models.integration_input import IntegrationInput
    from ..models.integration_sandbox import IntegrationSandbox


T = TypeVar("T", bound="Integration")


@_attrs_define
class Integration:
    """A tool Plugboard can connect to (one connector manifest).

    Attributes:
        integration_id (str): Identifier of the integration (the modal is opened with it).
        display (IntegrationDisplay): How to show the integration.
        categories (list[str]): Categories (e.g. `crm`, `engagement`, `dialer`).
        auth_methods (list[AuthMethod]): Ways the end user can authenticate.
        inputs (list[IntegrationInput]): Values asked when connecting.
        capabilities (IntegrationCapabilities): What an integration supports, generated from its manifest.
        sandbox (IntegrationSandbox | Unset): Every integration has a sandbox: a connection to sample data instead of an
            account at the tool, made
            through the normal connect flow with this auth method (`POST /api/connect/credentials` with
            `{"authMethodId": "sandbox", "credentials": {"type": "sandbox"}}`), in these environments only. The connect
            modal offers it as "Try with sample data". See docs/sandbox.md.
    """

    integration_id: str
    display: IntegrationDisplay
    categories: list[str]
    auth_methods: list[AuthMethod]
    inputs: list[IntegrationInput]
    capabilities: IntegrationCapabilities
    sandbox: IntegrationSandbox | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        integration_id = self.integration_id

        display = self.display.to_dict()

        categories = self.categories

        auth_methods = []
        for auth_methods_item_data in self.auth_methods:
            auth_methods_item = auth_methods_item_data.to_dict()
            auth_methods.append(auth_methods_item)

        inputs = []
        for inputs_item_data in self.inputs:
            inputs_item = inputs_item_data.to_dict()
            inputs.append(inputs_item)

        capabilities = self.capabilities.to_dict()

        sandbox: dict[str, Any] | Unset = UNSET
        if not isinstance(self.sandbox, Unset):
            sandbox = self.sandbox.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "integrationId": integration_id,
                "display": display,
                "categories": categories,
                "authMethods": auth_methods,
                "inputs": inputs,
                "capabilities": capabilities,
            }
        )
        if sandbox is not UNSET:
            field_dict["sandbox"] = sandbox

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auth_method import AuthMethod
        from ..models.integration_capabilities import IntegrationCapabilities
        from ..models.integration_display import IntegrationDisplay
        from ..models.integration_input import IntegrationInput
        from ..models.integration_sandbox import IntegrationSandbox

        d = dict(src_dict)
        integration_id = d.pop("integrationId")

        display = IntegrationDisplay.from_dict(d.pop("display"))

        categories = cast(list[str], d.pop("categories"))

        auth_methods = []
        _auth_methods = d.pop("authMethods")
        for auth_methods_item_data in _auth_methods:
            auth_methods_item = AuthMethod.from_dict(auth_methods_item_data)

            auth_methods.append(auth_methods_item)

        inputs = []
        _inputs = d.pop("inputs")
        for inputs_item_data in _inputs:
            inputs_item = IntegrationInput.from_dict(inputs_item_data)

            inputs.append(inputs_item)

        capabilities = IntegrationCapabilities.from_dict(d.pop("capabilities"))

        _sandbox = d.pop("sandbox", UNSET)
        sandbox: IntegrationSandbox | Unset
        if isinstance(_sandbox, Unset):
            sandbox = UNSET
        else:
            sandbox = IntegrationSandbox.from_dict(_sandbox)

        integration = cls(
            integration_id=integration_id,
            display=display,
            categories=categories,
            auth_methods=auth_methods,
            inputs=inputs,
            capabilities=capabilities,
            sandbox=sandbox,
        )

        return integration
