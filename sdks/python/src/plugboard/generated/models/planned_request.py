from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.planned_request_headers import PlannedRequestHeaders


T = TypeVar("T", bound="PlannedRequest")


@_attrs_define
class PlannedRequest:
    """
    Attributes:
        method (str):
        url (str): Absolute URL with the query; credential values shown as `[REDACTED]`.
        headers (PlannedRequestHeaders): Every header the gateway would send; credential values shown as `[REDACTED]`.
        body (Any | Unset): The JSON body, when the request has one.
    """

    method: str
    url: str
    headers: PlannedRequestHeaders
    body: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        method = self.method

        url = self.url

        headers = self.headers.to_dict()

        body = self.body

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "method": method,
                "url": url,
                "headers": headers,
            }
        )
        if body is not UNSET:
            field_dict["body"] = body

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.planned_request_headers import PlannedRequestHeaders

        d = dict(src_dict)
        method = d.pop("method")

        url = d.pop("url")

        headers = PlannedRequestHeaders.from_dict(d.pop("headers"))

        body = d.pop("body", UNSET)

        planned_request = cls(
            method=method,
            url=url,
            headers=headers,
            body=body,
        )

        return planned_request
