from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_session_token_body_connection import (
        CreateSessionTokenBodyConnection,
    )
    from ..models.create_session_token_body_modal import CreateSessionTokenBodyModal


T = TypeVar("T", bound="CreateSessionTokenBody")


@_attrs_define
class CreateSessionTokenBody:
    """
    Attributes:
        integration_id (str | Unset): Integration the modal opens on (404 `NOT_FOUND` when unknown).
        oauth_app_id (str | Unset): The customer's OAuth app to use, when several exist for the integration.
        connection_id (str | Unset): Re-authorise this existing connection of the environment instead of creating a new
            one (404
            `NOT_FOUND` when it is not one; 400 `VALIDATION_FAILED` with an `integrationId` of another
            integration). `integrationId` and `oauthAppId` default to the connection's.
        connection (CreateSessionTokenBodyConnection | Unset): Settings of the connection this session will create
            (ignored when reconnecting).
        modal (CreateSessionTokenBodyModal | Unset): How the connect modal looks for this end user.
    """

    integration_id: str | Unset = UNSET
    oauth_app_id: str | Unset = UNSET
    connection_id: str | Unset = UNSET
    connection: CreateSessionTokenBodyConnection | Unset = UNSET
    modal: CreateSessionTokenBodyModal | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        integration_id = self.integration_id

        oauth_app_id = self.oauth_app_id

        connection_id = self.connection_id

        connection: dict[str, Any] | Unset = UNSET
        if not isinstance(self.connection, Unset):
            connection = self.connection.to_dict()

        modal: dict[str, Any] | Unset = UNSET
        if not isinstance(self.modal, Unset):
            modal = self.modal.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if integration_id is not UNSET:
            field_dict["integrationId"] = integration_id
        if oauth_app_id is not UNSET:
            field_dict["oauthAppId"] = oauth_app_id
        if connection_id is not UNSET:
            field_dict["connectionId"] = connection_id
        if connection is not UNSET:
            field_dict["connection"] = connection
        if modal is not UNSET:
            field_dict["modal"] = modal

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_session_token_body_connection import (
            CreateSessionTokenBodyConnection,
        )
        from ..models.create_session_token_body_modal import CreateSessionTokenBodyModal

        d = dict(src_dict)
        integration_id = d.pop("integrationId", UNSET)

        oauth_app_id = d.pop("oauthAppId", UNSET)

        connection_id = d.pop("connectionId", UNSET)

        _connection = d.pop("connection", UNSET)
        connection: CreateSessionTokenBodyConnection | Unset
        if isinstance(_connection, Unset):
            connection = UNSET
        else:
            connection = CreateSessionTokenBodyConnection.from_dict(_connection)

        _modal = d.pop("modal", UNSET)
        modal: CreateSessionTokenBodyModal | Unset
        if isinstance(_modal, Unset):
            modal = UNSET
        else:
            modal = CreateSessionTokenBodyModal.from_dict(_modal)

        create_session_token_body = cls(
            integration_id=integration_id,
            oauth_app_id=oauth_app_id,
            connection_id=connection_id,
            connection=connection,
            modal=modal,
        )

        return create_session_token_body
