from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateSessionTokenResponse200Result")


@_attrs_define
class CreateSessionTokenResponse200Result:
    """
    Attributes:
        session_token (str): Pass to the client SDK; single use.
        expires_at (datetime.datetime): When the session token stops being accepted.
        integration_id (str | Unset): The integration chosen at creation, when one was.
        connection_id (str | Unset): The connection this session re-authorises, when it reconnects one.
        connect_url (str | Unset): The hosted connect page opening this session, to send to the end user as is (e.g. a
            reconnect link in an email); the browser SDK is the other way to open it.
    """

    session_token: str
    expires_at: datetime.datetime
    integration_id: str | Unset = UNSET
    connection_id: str | Unset = UNSET
    connect_url: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        session_token = self.session_token

        expires_at = self.expires_at.isoformat()

        integration_id = self.integration_id

        connection_id = self.connection_id

        connect_url = self.connect_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sessionToken": session_token,
                "expiresAt": expires_at,
            }
        )
        if integration_id is not UNSET:
            field_dict["integrationId"] = integration_id
        if connection_id is not UNSET:
            field_dict["connectionId"] = connection_id
        if connect_url is not UNSET:
            field_dict["connectUrl"] = connect_url

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        session_token = d.pop("sessionToken")

        expires_at = isoparse(d.pop("expiresAt"))

        integration_id = d.pop("integrationId", UNSET)

        connection_id = d.pop("connectionId", UNSET)

        connect_url = d.pop("connectUrl", UNSET)

        create_session_token_response_200_result = cls(
            session_token=session_token,
            expires_at=expires_at,
            integration_id=integration_id,
            connection_id=connection_id,
            connect_url=connect_url,
        )

        return create_session_token_response_200_result
