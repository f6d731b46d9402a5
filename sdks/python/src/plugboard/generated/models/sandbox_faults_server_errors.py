from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.sandbox_faults_server_errors_status import SandboxFaultsServerErrorsStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="SandboxFaultsServerErrors")


@_attrs_define
class SandboxFaultsServerErrors:
    """The next `count` requests answer `status`.

    Attributes:
        count (int):
        status (SandboxFaultsServerErrorsStatus | Unset): Default 503.
    """

    count: int
    status: SandboxFaultsServerErrorsStatus | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        status: int | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
            }
        )
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        _status = d.pop("status", UNSET)
        status: SandboxFaultsServerErrorsStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = SandboxFaultsServerErrorsStatus(_status)

        sandbox_faults_server_errors = cls(
            count=count,
            status=status,
        )

        return sandbox_faults_server_errors
