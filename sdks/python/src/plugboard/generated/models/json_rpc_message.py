from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.json_rpc_message_jsonrpc import JsonRpcMessageJsonrpc
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.json_rpc_message_error import JsonRpcMessageError
    from ..models.json_rpc_message_params import JsonRpcMessageParams
    from ..models.json_rpc_message_result import JsonRpcMessageResult


T = TypeVar("T", bound="JsonRpcMessage")


@_attrs_define
class JsonRpcMessage:
    """One JSON-RPC 2.0 message (request, notification, response or error) as MCP exchanges them.

    Attributes:
        jsonrpc (JsonRpcMessageJsonrpc): Always 2.0.
        id (int | None | str | Unset): Request id (absent on notifications; null on an error about an unreadable
            request).
        method (str | Unset): The MCP method, e.g. `initialize`, `tools/list`, `tools/call`.
        params (JsonRpcMessageParams | Unset): The method's parameters.
        result (JsonRpcMessageResult | Unset): A response's result.
        error (JsonRpcMessageError | Unset): A JSON-RPC error.
    """

    jsonrpc: JsonRpcMessageJsonrpc
    id: int | None | str | Unset = UNSET
    method: str | Unset = UNSET
    params: JsonRpcMessageParams | Unset = UNSET
    result: JsonRpcMessageResult | Unset = UNSET
    error: JsonRpcMessageError | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        jsonrpc = self.jsonrpc.value

        id: int | None | str | Unset
        if isinstance(self.id, Unset):
            id = UNSET
        else:
            id = self.id

        method = self.method

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        result: dict[str, Any] | Unset = UNSET
        if not isinstance(self.result, Unset):
            result = self.result.to_dict()

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "jsonrpc": jsonrpc,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if method is not UNSET:
            field_dict["method"] = method
        if params is not UNSET:
            field_dict["params"] = params
        if result is not UNSET:
            field_dict["result"] = result
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.json_rpc_message_error import JsonRpcMessageError
        from ..models.json_rpc_message_params import JsonRpcMessageParams
        from ..models.json_rpc_message_result import JsonRpcMessageResult

        d = dict(src_dict)
        jsonrpc = JsonRpcMessageJsonrpc(d.pop("jsonrpc"))

        def _parse_id(data: object) -> int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | str | Unset, data)

        id = _parse_id(d.pop("id", UNSET))

        method = d.pop("method", UNSET)

        _params = d.pop("params", UNSET)
        params: JsonRpcMessageParams | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = JsonRpcMessageParams.from_dict(_params)

        _result = d.pop("result", UNSET)
        result: JsonRpcMessageResult | Unset
        if isinstance(_result, Unset):
            result = UNSET
        else:
            result = JsonRpcMessageResult.from_dict(_result)

        _error = d.pop("error", UNSET)
        error: JsonRpcMessageError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = JsonRpcMessageError.from_dict(_error)

        json_rpc_message = cls(
            jsonrpc=jsonrpc,
            id=id,
            method=method,
            params=params,
            result=result,
            error=error,
        )

        return json_rpc_message
