from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.create_session_token_response_200_result import (
        CreateSessionTokenResponse200Result,
    )


T = TypeVar("T", bound="CreateSessionTokenResponse200")


@_attrs_define
class CreateSessionTokenResponse200:
    """
    Attributes:
        result (CreateSessionTokenResponse200Result):
    """

    result: CreateSessionTokenResponse200Result

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
        from ..models.create_session_token_response_200_result import (
            CreateSessionTokenResponse200Result,
        )

        d = dict(src_dict)
        result = CreateSessionTokenResponse200Result.from_dict(d.pop("result"))

        create_session_token_response_200 = cls(
            result=result,
        )

        return create_session_token_response_200
