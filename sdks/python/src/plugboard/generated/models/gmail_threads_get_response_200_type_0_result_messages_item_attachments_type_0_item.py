from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar(
    "T", bound="GmailThreadsGetResponse200Type0ResultMessagesItemAttachmentsType0Item"
)


@_attrs_define
class GmailThreadsGetResponse200Type0ResultMessagesItemAttachmentsType0Item:
    """
    Attributes:
        name (str): File name.
        id (None | str | Unset): The tool's id of the attachment, or null.
        content_type (None | str | Unset): MIME type, or null.
        size (int | None | Unset): Size in bytes, or null.
        is_inline (bool | None | Unset): Whether it is shown inside the body (an inline image), or null.
    """

    name: str
    id: None | str | Unset = UNSET
    content_type: None | str | Unset = UNSET
    size: int | None | Unset = UNSET
    is_inline: bool | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        id: None | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        content_type: None | str | Unset
        if isinstance(self.content_type, Unset):
            content_type = UNSET
        else:
            content_type = self.content_type

        size: int | None | Unset
        if isinstance(self.size, Unset):
            size = UNSET
        else:
            size = self.size

        is_inline: bool | None | Unset
        if isinstance(self.is_inline, Unset):
            is_inline = UNSET
        else:
            is_inline = self.is_inline

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if content_type is not UNSET:
            field_dict["contentType"] = content_type
        if size is not UNSET:
            field_dict["size"] = size
        if is_inline is not UNSET:
            field_dict["isInline"] = is_inline

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        id = _parse_id(d.pop("id", UNSET))

        def _parse_content_type(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        content_type = _parse_content_type(d.pop("contentType", UNSET))

        def _parse_size(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        size = _parse_size(d.pop("size", UNSET))

        def _parse_is_inline(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        is_inline = _parse_is_inline(d.pop("isInline", UNSET))

        gmail_threads_get_response_200_type_0_result_messages_item_attachments_type_0_item = cls(
            name=name,
            id=id,
            content_type=content_type,
            size=size,
            is_inline=is_inline,
        )

        return gmail_threads_get_response_200_type_0_result_messages_item_attachments_type_0_item
