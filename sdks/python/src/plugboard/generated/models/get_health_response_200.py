from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.get_health_response_200_status import GetHealthResponse200Status
from ..models.get_health_response_200_store import GetHealthResponse200Store
from ..types import UNSET, Unset

T = TypeVar("T", bound="GetHealthResponse200")


@_attrs_define
class GetHealthResponse200:
    """
    Attributes:
        status (GetHealthResponse200Status): Always `ok`.
        store (GetHealthResponse200Store | Unset): The database as this process last saw it: `unreachable` while the
            driver cannot reach it,
            `disk_full` for 30 s after it refused a write for lack of disk space, `up` otherwise.
    """

    status: GetHealthResponse200Status
    store: GetHealthResponse200Store | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        store: str | Unset = UNSET
        if not isinstance(self.store, Unset):
            store = self.store.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
            }
        )
        if store is not UNSET:
            field_dict["store"] = store

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = GetHealthResponse200Status(d.pop("status"))

        _store = d.pop("store", UNSET)
        store: GetHealthResponse200Store | Unset
        if isinstance(_store, Unset):
            store = UNSET
        else:
            store = GetHealthResponse200Store(_store)

        get_health_response_200 = cls(
            status=status,
            store=store,
        )

        return get_health_response_200
