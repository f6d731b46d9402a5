from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.api_key_scope import ApiKeyScope
from ..models.api_key_status import ApiKeyStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="ApiKey")


@_attrs_define
class ApiKey:
    """An API key of the environment (never its secret).

    Attributes:
        id (str): The key's public id (in the audit trail).
        name (str): The label given at creation.
        primary (bool): true for the environment token: every scope, signs webhooks, rotated but never revoked.
        scopes (list[ApiKeyScope]):
        prefix (str): What the secret starts with (`pb_key_`, or `pb_dev_` / `pb_prod_` for the environment token).
        last_four (str): The secret's last four characters, to tell keys apart.
        status (ApiKeyStatus): Whether the key works now.
        created_time (datetime.datetime):
        expires_time (datetime.datetime | None): When the key stops working (null never).
        last_used_time (datetime.datetime | None): When the key was last used, to the minute (null never).
        revoked_time (datetime.datetime | Unset): When the key was revoked.
        replaced_by (str | Unset): The key that replaced this one at a rotation.
    """

    id: str
    name: str
    primary: bool
    scopes: list[ApiKeyScope]
    prefix: str
    last_four: str
    status: ApiKeyStatus
    created_time: datetime.datetime
    expires_time: datetime.datetime | None
    last_used_time: datetime.datetime | None
    revoked_time: datetime.datetime | Unset = UNSET
    replaced_by: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        primary = self.primary

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        prefix = self.prefix

        last_four = self.last_four

        status = self.status.value

        created_time = self.created_time.isoformat()

        expires_time: None | str
        if isinstance(self.expires_time, datetime.datetime):
            expires_time = self.expires_time.isoformat()
        else:
            expires_time = self.expires_time

        last_used_time: None | str
        if isinstance(self.last_used_time, datetime.datetime):
            last_used_time = self.last_used_time.isoformat()
        else:
            last_used_time = self.last_used_time

        revoked_time: str | Unset = UNSET
        if not isinstance(self.revoked_time, Unset):
            revoked_time = self.revoked_time.isoformat()

        replaced_by = self.replaced_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "primary": primary,
                "scopes": scopes,
                "prefix": prefix,
                "lastFour": last_four,
                "status": status,
                "createdTime": created_time,
                "expiresTime": expires_time,
                "lastUsedTime": last_used_time,
            }
        )
        if revoked_time is not UNSET:
            field_dict["revokedTime"] = revoked_time
        if replaced_by is not UNSET:
            field_dict["replacedBy"] = replaced_by

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        primary = d.pop("primary")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = ApiKeyScope(scopes_item_data)

            scopes.append(scopes_item)

        prefix = d.pop("prefix")

        last_four = d.pop("lastFour")

        status = ApiKeyStatus(d.pop("status"))

        created_time = isoparse(d.pop("createdTime"))

        def _parse_expires_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_time_type_0 = isoparse(data)

                return expires_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_time = _parse_expires_time(d.pop("expiresTime"))

        def _parse_last_used_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_used_time_type_0 = isoparse(data)

                return last_used_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_used_time = _parse_last_used_time(d.pop("lastUsedTime"))

        _revoked_time = d.pop("revokedTime", UNSET)
        revoked_time: datetime.datetime | Unset
        if isinstance(_revoked_time, Unset):
            revoked_time = UNSET
        else:
            revoked_time = isoparse(_revoked_time)

        replaced_by = d.pop("replacedBy", UNSET)

        api_key = cls(
            id=id,
            name=name,
            primary=primary,
            scopes=scopes,
            prefix=prefix,
            last_four=last_four,
            status=status,
            created_time=created_time,
            expires_time=expires_time,
            last_used_time=last_used_time,
            revoked_time=revoked_time,
            replaced_by=replaced_by,
        )

        return api_key
