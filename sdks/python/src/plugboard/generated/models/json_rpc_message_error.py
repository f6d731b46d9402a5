from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JsonRpcMessageError")


@_attrs_define
class JsonRpcMessageError:
    """A JSON-RPC error.

    Attributes:
        code (int): JSON-RPC error code.
        message (str): What went wrong.
        data (Any | Unset): More about it.
    """

    code: int
    message: str
    data: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        message = self.message

        data = self.data

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "message": message,
            }
        )
        if data is not UNSET:
            field_dict["data"] = data

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        message = d.pop("message")

        data = d.pop("data", UNSET)

        json_rpc_message_error = cls(
            code=code,
            message=message,
            data=data,
        )

        return json_rpc_message_error
