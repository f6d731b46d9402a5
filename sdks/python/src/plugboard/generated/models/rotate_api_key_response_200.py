from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.api_key_rotated import ApiKeyRotated


T = TypeVar("T", bound="RotateApiKeyResponse200")


@_attrs_define
class RotateApiKeyResponse200:
    """
    Attributes:
        result (ApiKeyRotated): The key that replaces the rotated one, its secret (shown only here), and the old key as
            it is now.
    """

    result: ApiKeyRotated

    def to_dict(self) -> dict[str, Any]:
        result = self.result.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.api_key_rotated import ApiKeyRotated

        d = dict(src_dict)
        result = ApiKeyRotated.from_dict(d.pop("result"))

        rotate_api_key_response_200 = cls(
            result=result,
        )

        return rotate_api_key_response_200
