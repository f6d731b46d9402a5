from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_events_response_200_result import ListEventsResponse200Result


T = TypeVar("T", bound="ListEventsResponse200")


@_attrs_define
class ListEventsResponse200:
    """
    Attributes:
        result (ListEventsResponse200Result):
    """

    result: ListEventsResponse200Result

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
        from ..models.list_events_response_200_result import ListEventsResponse200Result

        d = dict(src_dict)
        result = ListEventsResponse200Result.from_dict(d.pop("result"))

        list_events_response_200 = cls(
            result=result,
        )

        return list_events_response_200
