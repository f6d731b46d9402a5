from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.audit_page import AuditPage


T = TypeVar("T", bound="ListAuditEntriesResponse200")


@_attrs_define
class ListAuditEntriesResponse200:
    """
    Attributes:
        result (AuditPage):
    """

    result: AuditPage

    def to_dict(self) -> dict[str, Any]:
        result = self.result.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.audit_page import AuditPage

        d = dict(src_dict)
        result = AuditPage.from_dict(d.pop("result"))

        list_audit_entries_response_200 = cls(
            result=result,
        )

        return list_audit_entries_response_200
