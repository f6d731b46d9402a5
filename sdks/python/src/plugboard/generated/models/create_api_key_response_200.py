from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.api_key_created import ApiKeyCreated


T = TypeVar("T", bound="CreateApiKeyResponse200")


@_attrs_define
class CreateApiKeyResponse200:
    """
    Attributes:
        result (ApiKeyCreated): A new API key and its secret (shown only here).
    """

    result: ApiKeyCreated

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
        from ..models.api_key_created import ApiKeyCreated

        d = dict(src_dict)
        result = ApiKeyCreated.from_dict(d.pop("result"))

        create_api_key_response_200 = cls(
            result=result,
        )

        return create_api_key_response_200
