from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.passthrough_body_method import PassthroughBodyMethod
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.passthrough_body_query import PassthroughBodyQuery


T = TypeVar("T", bound="PassthroughBody")


@_attrs_define
class PassthroughBody:
    """
    Attributes:
        method (PassthroughBodyMethod): HTTP method of the forwarded request.
        path (str): Path (and no host) at the tool, e.g. `/v1/users`.
        query (PassthroughBodyQuery | Unset): Query parameters appended to the forwarded URL.
        json (Any | Unset): JSON body of the forwarded request (any JSON value).
    """

    method: PassthroughBodyMethod
    path: str
    query: PassthroughBodyQuery | Unset = UNSET
    json: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        method = self.method.value

        path = self.path

        query: dict[str, Any] | Unset = UNSET
        if not isinstance(self.query, Unset):
            query = self.query.to_dict()

        json = self.json

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "method": method,
                "path": path,
            }
        )
        if query is not UNSET:
            field_dict["query"] = query
        if json is not UNSET:
            field_dict["json"] = json

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.passthrough_body_query import PassthroughBodyQuery

        d = dict(src_dict)
        method = PassthroughBodyMethod(d.pop("method"))

        path = d.pop("path")

        _query = d.pop("query", UNSET)
        query: PassthroughBodyQuery | Unset
        if isinstance(_query, Unset):
            query = UNSET
        else:
            query = PassthroughBodyQuery.from_dict(_query)

        json = d.pop("json", UNSET)

        passthrough_body = cls(
            method=method,
            path=path,
            query=query,
            json=json,
        )

        return passthrough_body
