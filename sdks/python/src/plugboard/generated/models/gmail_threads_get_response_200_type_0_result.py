from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.email_message import EmailMessage


T = TypeVar("T", bound="GmailThreadsGetResponse200Type0Result")


@_attrs_define
class GmailThreadsGetResponse200Type0Result:
    """
    Attributes:
        id (str):
        messages (list[EmailMessage]):
        history_id (None | str | Unset):
    """

    id: str
    messages: list[EmailMessage]
    history_id: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        messages = []
        for messages_item_data in self.messages:
            messages_item = messages_item_data.to_dict()
            messages.append(messages_item)

        history_id: None | str | Unset
        if isinstance(self.history_id, Unset):
            history_id = UNSET
        else:
            history_id = self.history_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "messages": messages,
            }
        )
        if history_id is not UNSET:
            field_dict["historyId"] = history_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.email_message import EmailMessage

        d = dict(src_dict)
        id = d.pop("id")

        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:
            messages_item = EmailMessage.from_dict(messages_item_data)

            messages.append(messages_item)

        def _parse_history_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        history_id = _parse_history_id(d.pop("historyId", UNSET))

        gmail_threads_get_response_200_type_0_result = cls(
            id=id,
            messages=messages,
            history_id=history_id,
        )

        gmail_threads_get_response_200_type_0_result.additional_properties = d
        return gmail_threads_get_response_200_type_0_result

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
