from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

T = TypeVar("T", bound="OauthApp")


@_attrs_define
class OauthApp:
    """A customer's own OAuth app (its secret is never returned).

    Attributes:
        id (str): Identifier of the app (pass as `oauthAppId`).
        integration_id (str): Integration the app is for.
        client_id (str): The OAuth client id.
        scopes (list[str]): Scopes requested (empty means the manifest's defaults).
        redirect_uri (str): The callback address to register at the tool, `{base_url}/api/auth/oauth-callback`.
        created_time (datetime.datetime): When the app was registered.
    """

    id: str
    integration_id: str
    client_id: str
    scopes: list[str]
    redirect_uri: str
    created_time: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        integration_id = self.integration_id

        client_id = self.client_id

        scopes = self.scopes

        redirect_uri = self.redirect_uri

        created_time = self.created_time.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "integrationId": integration_id,
                "clientId": client_id,
                "scopes": scopes,
                "redirectUri": redirect_uri,
                "createdTime": created_time,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        integration_id = d.pop("integrationId")

        client_id = d.pop("clientId")

        scopes = cast(list[str], d.pop("scopes"))

        redirect_uri = d.pop("redirectUri")

        created_time = isoparse(d.pop("createdTime"))

        oauth_app = cls(
            id=id,
            integration_id=integration_id,
            client_id=client_id,
            scopes=scopes,
            redirect_uri=redirect_uri,
            created_time=created_time,
        )

        return oauth_app
