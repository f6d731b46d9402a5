from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar(
    "T", bound="MixmaxSequencesRecipientsListResponse200Type0ResultRecipientsItem"
)


@_attrs_define
class MixmaxSequencesRecipientsListResponse200Type0ResultRecipientsItem:
    """
    Attributes:
        field_id (str | Unset):
        email (str | Unset):
        state (str | Unset):
        sequence_id (str | Unset):
    """

    field_id: str | Unset = UNSET
    email: str | Unset = UNSET
    state: str | Unset = UNSET
    sequence_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        field_id = self.field_id

        email = self.email

        state = self.state

        sequence_id = self.sequence_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if field_id is not UNSET:
            field_dict["_id"] = field_id
        if email is not UNSET:
            field_dict["email"] = email
        if state is not UNSET:
            field_dict["state"] = state
        if sequence_id is not UNSET:
            field_dict["sequenceId"] = sequence_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        field_id = d.pop("_id", UNSET)

        email = d.pop("email", UNSET)

        state = d.pop("state", UNSET)

        sequence_id = d.pop("sequenceId", UNSET)

        mixmax_sequences_recipients_list_response_200_type_0_result_recipients_item = (
            cls(
                field_id=field_id,
                email=email,
                state=state,
                sequence_id=sequence_id,
            )
        )

        mixmax_sequences_recipients_list_response_200_type_0_result_recipients_item.additional_properties = d
        return (
            mixmax_sequences_recipients_list_response_200_type_0_result_recipients_item
        )

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
