from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.zoho_coql_query_response_200_type_0_result_records_item import (
        ZohoCoqlQueryResponse200Type0ResultRecordsItem,
    )


T = TypeVar("T", bound="ZohoCoqlQueryResponse200Type0Result")


@_attrs_define
class ZohoCoqlQueryResponse200Type0Result:
    """
    Attributes:
        records (list[ZohoCoqlQueryResponse200Type0ResultRecordsItem]):
        more_records (bool):
    """

    records: list[ZohoCoqlQueryResponse200Type0ResultRecordsItem]
    more_records: bool

    def to_dict(self) -> dict[str, Any]:
        records = []
        for records_item_data in self.records:
            records_item = records_item_data.to_dict()
            records.append(records_item)

        more_records = self.more_records

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "records": records,
                "moreRecords": more_records,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.zoho_coql_query_response_200_type_0_result_records_item import (
            ZohoCoqlQueryResponse200Type0ResultRecordsItem,
        )

        d = dict(src_dict)
        records = []
        _records = d.pop("records")
        for records_item_data in _records:
            records_item = ZohoCoqlQueryResponse200Type0ResultRecordsItem.from_dict(
                records_item_data
            )

            records.append(records_item)

        more_records = d.pop("moreRecords")

        zoho_coql_query_response_200_type_0_result = cls(
            records=records,
            more_records=more_records,
        )

        return zoho_coql_query_response_200_type_0_result
