from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.email_messages_get_body_include import EmailMessagesGetBodyInclude


T = TypeVar("T", bound="EmailMessagesGetBody")


@_attrs_define
class EmailMessagesGetBody:
    """
    Attributes:
        id (str): The message's id.
        include (EmailMessagesGetBodyInclude | Unset): Extra data per record.
    """

    id: str
    include: EmailMessagesGetBodyInclude | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        include: dict[str, Any] | Unset = UNSET
        if not isinstance(self.include, Unset):
            include = self.include.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
            }
        )
        if include is not UNSET:
            field_dict["include"] = include

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.email_messages_get_body_include import EmailMessagesGetBodyInclude

        d = dict(src_dict)
        id = d.pop("id")

        _include = d.pop("include", UNSET)
        include: EmailMessagesGetBodyInclude | Unset
        if isinstance(_include, Unset):
            include = UNSET
        else:
            include = EmailMessagesGetBodyInclude.from_dict(_include)

        email_messages_get_body = cls(
            id=id,
            include=include,
        )

        return email_messages_get_body
