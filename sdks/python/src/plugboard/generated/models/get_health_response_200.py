from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.get_health_response_200_status import GetHealthResponse200Status
from ..models.get_health_response_200_store import GetHealthResponse200Store
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.get_health_response_200_master_key import (
        GetHealthResponse200MasterKey,
    )


T = TypeVar("T", bound="GetHealthResponse200")


@_attrs_define
class GetHealthResponse200:
    """
    Attributes:
        status (GetHealthResponse200Status): Always `ok`.
        store (GetHealthResponse200Store | Unset): The database as this process last saw it: `unreachable` while the
            driver cannot reach it,
            `disk_full` for 30 s after it refused a write for lack of disk space, `up` otherwise.
        master_key (GetHealthResponse200MasterKey | Unset): The master key new secrets are sealed with, named, never
            shown: `id` is derived from the key
            (HKDF, 6 bytes; the same id as in every sealed value), `provider` where it came from (`env`:
            PLUGBOARD_MASTER_KEY, `file`: a key file, `kms`: a data key unwrapped by the KMS).
    """

    status: GetHealthResponse200Status
    store: GetHealthResponse200Store | Unset = UNSET
    master_key: GetHealthResponse200MasterKey | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        store: str | Unset = UNSET
        if not isinstance(self.store, Unset):
            store = self.store.value

        master_key: dict[str, Any] | Unset = UNSET
        if not isinstance(self.master_key, Unset):
            master_key = self.master_key.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
            }
        )
        if store is not UNSET:
            field_dict["store"] = store
        if master_key is not UNSET:
            field_dict["masterKey"] = master_key

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.get_health_response_200_master_key import (
            GetHealthResponse200MasterKey,
        )

        d = dict(src_dict)
        status = GetHealthResponse200Status(d.pop("status"))

        _store = d.pop("store", UNSET)
        store: GetHealthResponse200Store | Unset
        if isinstance(_store, Unset):
            store = UNSET
        else:
            store = GetHealthResponse200Store(_store)

        _master_key = d.pop("masterKey", UNSET)
        master_key: GetHealthResponse200MasterKey | Unset
        if isinstance(_master_key, Unset):
            master_key = UNSET
        else:
            master_key = GetHealthResponse200MasterKey.from_dict(_master_key)

        get_health_response_200 = cls(
            status=status,
            store=store,
            master_key=master_key,
        )

        return get_health_response_200
