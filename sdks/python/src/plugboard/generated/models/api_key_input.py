from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..models.api_key_scope import ApiKeyScope
from ..types import UNSET, Unset

T = TypeVar("T", bound="ApiKeyInput")


@_attrs_define
class ApiKeyInput:
    """A new API key.

    Attributes:
        name (str): A label ("Reporting job").
        scopes (list[ApiKeyScope]):
        expires_time (datetime.datetime | Unset): When the key stops working (in the future); absent, never.
    """

    name: str
    scopes: list[ApiKeyScope]
    expires_time: datetime.datetime | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        expires_time: str | Unset = UNSET
        if not isinstance(self.expires_time, Unset):
            expires_time = self.expires_time.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "scopes": scopes,
            }
        )
        if expires_time is not UNSET:
            field_dict["expiresTime"] = expires_time

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = ApiKeyScope(scopes_item_data)

            scopes.append(scopes_item)

        _expires_time = d.pop("expiresTime", UNSET)
        expires_time: datetime.datetime | Unset
        if isinstance(_expires_time, Unset):
            expires_time = UNSET
        else:
            expires_time = isoparse(_expires_time)

        api_key_input = cls(
            name=name,
            scopes=scopes,
            expires_time=expires_time,
        )

        return api_key_input
