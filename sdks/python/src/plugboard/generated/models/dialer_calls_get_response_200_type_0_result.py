from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.dialer_call import DialerCall


T = TypeVar("T", bound="DialerCallsGetResponse200Type0Result")


@_attrs_define
class DialerCallsGetResponse200Type0Result:
    """
    Attributes:
        call (DialerCall): A phone call on a call platform.
    """

    call: DialerCall

    def to_dict(self) -> dict[str, Any]:
        call = self.call.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "call": call,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.dialer_call import DialerCall

        d = dict(src_dict)
        call = DialerCall.from_dict(d.pop("call"))

        dialer_calls_get_response_200_type_0_result = cls(
            call=call,
        )

        return dialer_calls_get_response_200_type_0_result
