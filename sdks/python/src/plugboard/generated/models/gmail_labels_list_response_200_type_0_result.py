from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.gmail_labels_list_response_200_type_0_result_labels_item import (
        GmailLabelsListResponse200Type0ResultLabelsItem,
    )


T = TypeVar("T", bound="GmailLabelsListResponse200Type0Result")


@_attrs_define
class GmailLabelsListResponse200Type0Result:
    """
    Attributes:
        labels (list[GmailLabelsListResponse200Type0ResultLabelsItem]):
    """

    labels: list[GmailLabelsListResponse200Type0ResultLabelsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        labels = []
        for labels_item_data in self.labels:
            labels_item = labels_item_data.to_dict()
            labels.append(labels_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "labels": labels,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.gmail_labels_list_response_200_type_0_result_labels_item import (
            GmailLabelsListResponse200Type0ResultLabelsItem,
        )

        d = dict(src_dict)
        labels = []
        _labels = d.pop("labels")
        for labels_item_data in _labels:
            labels_item = GmailLabelsListResponse200Type0ResultLabelsItem.from_dict(
                labels_item_data
            )

            labels.append(labels_item)

        gmail_labels_list_response_200_type_0_result = cls(
            labels=labels,
        )

        gmail_labels_list_response_200_type_0_result.additional_properties = d
        return gmail_labels_list_response_200_type_0_result

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
