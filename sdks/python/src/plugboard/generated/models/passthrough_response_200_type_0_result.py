from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.passthrough_response_200_type_0_result_native import (
        PassthroughResponse200Type0ResultNative,
    )


T = TypeVar("T", bound="PassthroughResponse200Type0Result")


@_attrs_define
class PassthroughResponse200Type0Result:
    """
    Attributes:
        native (PassthroughResponse200Type0ResultNative): The tool's raw response.
        data (Any): For a successful GET of a path a model maps, the unified endpoint's result shape (`{<plural>:
            [records]}`
            for a list path, `{<singular>: record}` for a one-record path); otherwise the parsed body.
    """

    native: PassthroughResponse200Type0ResultNative
    data: Any

    def to_dict(self) -> dict[str, Any]:
        native = self.native.to_dict()

        data = self.data

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "$native": native,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passthrough_response_200_type_0_result_native import (
            PassthroughResponse200Type0ResultNative,
        )

        d = dict(src_dict)
        native = PassthroughResponse200Type0ResultNative.from_dict(d.pop("$native"))

        data = d.pop("data")

        passthrough_response_200_type_0_result = cls(
            native=native,
            data=data,
        )

        return passthrough_response_200_type_0_result
