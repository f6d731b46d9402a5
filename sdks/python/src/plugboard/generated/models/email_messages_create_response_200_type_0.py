from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.email_messages_create_response_200_type_0_result import (
        EmailMessagesCreateResponse200Type0Result,
    )


T = TypeVar("T", bound="EmailMessagesCreateResponse200Type0")


@_attrs_define
class EmailMessagesCreateResponse200Type0:
    """
    Attributes:
        result (EmailMessagesCreateResponse200Type0Result):
    """

    result: EmailMessagesCreateResponse200Type0Result

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
        from ..models.email_messages_create_response_200_type_0_result import (
            EmailMessagesCreateResponse200Type0Result,
        )

        d = dict(src_dict)
        result = EmailMessagesCreateResponse200Type0Result.from_dict(d.pop("result"))

        email_messages_create_response_200_type_0 = cls(
            result=result,
        )

        return email_messages_create_response_200_type_0
