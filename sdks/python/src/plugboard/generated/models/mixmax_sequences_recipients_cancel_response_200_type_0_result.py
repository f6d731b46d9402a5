from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MixmaxSequencesRecipientsCancelResponse200Type0Result")


@_attrs_define
class MixmaxSequencesRecipientsCancelResponse200Type0Result:
    """
    Attributes:
        recipients (list[str]):
    """

    recipients: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        recipients = self.recipients

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "recipients": recipients,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        recipients = cast(list[str], d.pop("recipients"))

        mixmax_sequences_recipients_cancel_response_200_type_0_result = cls(
            recipients=recipients,
        )

        mixmax_sequences_recipients_cancel_response_200_type_0_result.additional_properties = d
        return mixmax_sequences_recipients_cancel_response_200_type_0_result

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
