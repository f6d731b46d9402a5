from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.gmail_threads_get_response_200_type_0_result import (
        GmailThreadsGetResponse200Type0Result,
    )


T = TypeVar("T", bound="GmailThreadsGetResponse200Type0")


@_attrs_define
class GmailThreadsGetResponse200Type0:
    """
    Attributes:
        result (GmailThreadsGetResponse200Type0Result):
    """

    result: GmailThreadsGetResponse200Type0Result

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
        from ..models.gmail_threads_get_response_200_type_0_result import (
            GmailThreadsGetResponse200Type0Result,
        )

        d = dict(src_dict)
        result = GmailThreadsGetResponse200Type0Result.from_dict(d.pop("result"))

        gmail_threads_get_response_200_type_0 = cls(
            result=result,
        )

        return gmail_threads_get_response_200_type_0
