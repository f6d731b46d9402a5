from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.id_result import IdResult


T = TypeVar("T", bound="DeleteConnectionResponse200")


@_attrs_define
class DeleteConnectionResponse200:
    """
    Attributes:
        result (IdResult): The id of the record acted on.
    """

    result: IdResult

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
        from ..models.id_result import IdResult

        d = dict(src_dict)
        result = IdResult.from_dict(d.pop("result"))

        delete_connection_response_200 = cls(
            result=result,
        )

        return delete_connection_response_200
