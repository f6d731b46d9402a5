from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.passthrough_response_200_type_0_result_native_headers import (
        PassthroughResponse200Type0ResultNativeHeaders,
    )


T = TypeVar("T", bound="PassthroughResponse200Type0ResultNative")


@_attrs_define
class PassthroughResponse200Type0ResultNative:
    """The tool's raw response.

    Attributes:
        status (int): HTTP status the tool answered.
        headers (PassthroughResponse200Type0ResultNativeHeaders): Response headers of the tool (credentials and cookies
            removed).
        body (Any): Response body of the tool (parsed JSON, text, or null when empty).
    """

    status: int
    headers: PassthroughResponse200Type0ResultNativeHeaders
    body: Any

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        headers = self.headers.to_dict()

        body = self.body

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "headers": headers,
                "body": body,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passthrough_response_200_type_0_result_native_headers import (
            PassthroughResponse200Type0ResultNativeHeaders,
        )

        d = dict(src_dict)
        status = d.pop("status")

        headers = PassthroughResponse200Type0ResultNativeHeaders.from_dict(
            d.pop("headers")
        )

        body = d.pop("body")

        passthrough_response_200_type_0_result_native = cls(
            status=status,
            headers=headers,
            body=body,
        )

        return passthrough_response_200_type_0_result_native
