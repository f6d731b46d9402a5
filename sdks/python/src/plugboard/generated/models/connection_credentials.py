from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ConnectionCredentials")


@_attrs_define
class ConnectionCredentials:
    """A new connection's identifiers, returned once by the token exchange.

    Attributes:
        connection_id (str): Public identifier of the connection.
        access_token (str): Secret access token of the connection; shown only here, store it securely.
        integration_id (str): The integration connected.
    """

    connection_id: str
    access_token: str
    integration_id: str

    def to_dict(self) -> dict[str, Any]:
        connection_id = self.connection_id

        access_token = self.access_token

        integration_id = self.integration_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "connectionId": connection_id,
                "accessToken": access_token,
                "integrationId": integration_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        connection_id = d.pop("connectionId")

        access_token = d.pop("accessToken")

        integration_id = d.pop("integrationId")

        connection_credentials = cls(
            connection_id=connection_id,
            access_token=access_token,
            integration_id=integration_id,
        )

        return connection_credentials
