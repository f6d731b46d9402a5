from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateOauthAppBody")


@_attrs_define
class CreateOauthAppBody:
    """
    Attributes:
        client_id (str): The OAuth client id issued by the tool.
        client_secret (str): The OAuth client secret issued by the tool (write-only).
        integration_id (str): Integration the app is for (404 `NOT_FOUND` when unknown; 400 when it does not use OAuth
            2.0).
        scopes (list[str] | Unset): Scopes to request instead of the manifest's defaults.
    """

    client_id: str
    client_secret: str
    integration_id: str
    scopes: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        client_id = self.client_id

        client_secret = self.client_secret

        integration_id = self.integration_id

        scopes: list[str] | Unset = UNSET
        if not isinstance(self.scopes, Unset):
            scopes = self.scopes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "clientId": client_id,
                "clientSecret": client_secret,
                "integrationId": integration_id,
            }
        )
        if scopes is not UNSET:
            field_dict["scopes"] = scopes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_id = d.pop("clientId")

        client_secret = d.pop("clientSecret")

        integration_id = d.pop("integrationId")

        scopes = cast(list[str], d.pop("scopes", UNSET))

        create_oauth_app_body = cls(
            client_id=client_id,
            client_secret=client_secret,
            integration_id=integration_id,
            scopes=scopes,
        )

        return create_oauth_app_body
