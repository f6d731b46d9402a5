from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.mixmax_sequences_recipients_add_response_200_type_0_result_recipients_item_status import (
    MixmaxSequencesRecipientsAddResponse200Type0ResultRecipientsItemStatus,
)
from ..types import UNSET, Unset

T = TypeVar(
    "T", bound="MixmaxSequencesRecipientsAddResponse200Type0ResultRecipientsItem"
)


@_attrs_define
class MixmaxSequencesRecipientsAddResponse200Type0ResultRecipientsItem:
    """
    Attributes:
        email (str):
        status (MixmaxSequencesRecipientsAddResponse200Type0ResultRecipientsItemStatus):
        errors (list[str] | Unset):
    """

    email: str
    status: MixmaxSequencesRecipientsAddResponse200Type0ResultRecipientsItemStatus
    errors: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        email = self.email

        status = self.status.value

        errors: list[str] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "email": email,
                "status": status,
            }
        )
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        email = d.pop("email")

        status = MixmaxSequencesRecipientsAddResponse200Type0ResultRecipientsItemStatus(
            d.pop("status")
        )

        errors = cast(list[str], d.pop("errors", UNSET))

        mixmax_sequences_recipients_add_response_200_type_0_result_recipients_item = (
            cls(
                email=email,
                status=status,
                errors=errors,
            )
        )

        mixmax_sequences_recipients_add_response_200_type_0_result_recipients_item.additional_properties = d
        return (
            mixmax_sequences_recipients_add_response_200_type_0_result_recipients_item
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
