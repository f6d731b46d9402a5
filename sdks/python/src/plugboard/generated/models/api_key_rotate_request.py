from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ApiKeyRotateRequest")


@_attrs_define
class ApiKeyRotateRequest:
    """The key to rotate.

    Attributes:
        id (str):
        grace_period_seconds (int | Unset): How long the old key keeps working (at most 7 days); absent or 0, it stops
            at once.
    """

    id: str
    grace_period_seconds: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        grace_period_seconds = self.grace_period_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
            }
        )
        if grace_period_seconds is not UNSET:
            field_dict["gracePeriodSeconds"] = grace_period_seconds

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        grace_period_seconds = d.pop("gracePeriodSeconds", UNSET)

        api_key_rotate_request = cls(
            id=id,
            grace_period_seconds=grace_period_seconds,
        )

        return api_key_rotate_request
