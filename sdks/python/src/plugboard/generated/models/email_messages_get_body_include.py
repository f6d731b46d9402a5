from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="EmailMessagesGetBodyInclude")


@_attrs_define
class EmailMessagesGetBodyInclude:
    """Extra data per record.

    Attributes:
        native (bool | Unset): Add the record's raw form from the tool as `$native`.
        additional (bool | Unset): Add non-unifiable and custom fields as `additional`.
    """

    native: bool | Unset = UNSET
    additional: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        native = self.native

        additional = self.additional

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if native is not UNSET:
            field_dict["$native"] = native
        if additional is not UNSET:
            field_dict["additional"] = additional

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        native = d.pop("$native", UNSET)

        additional = d.pop("additional", UNSET)

        email_messages_get_body_include = cls(
            native=native,
            additional=additional,
        )

        return email_messages_get_body_include
