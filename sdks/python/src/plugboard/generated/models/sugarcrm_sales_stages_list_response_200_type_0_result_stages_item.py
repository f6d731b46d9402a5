from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SugarcrmSalesStagesListResponse200Type0ResultStagesItem")


@_attrs_define
class SugarcrmSalesStagesListResponse200Type0ResultStagesItem:
    """
    Attributes:
        id (str):
        label (str):
    """

    id: str
    label: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        label = self.label

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "label": label,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        label = d.pop("label")

        sugarcrm_sales_stages_list_response_200_type_0_result_stages_item = cls(
            id=id,
            label=label,
        )

        return sugarcrm_sales_stages_list_response_200_type_0_result_stages_item
