from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.engagement_account import EngagementAccount


T = TypeVar("T", bound="EngagementAccountsUpdateResponse200Type0Result")


@_attrs_define
class EngagementAccountsUpdateResponse200Type0Result:
    """
    Attributes:
        account (EngagementAccount): A company in a sales-engagement tool.
    """

    account: EngagementAccount

    def to_dict(self) -> dict[str, Any]:
        account = self.account.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "account": account,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.engagement_account import EngagementAccount

        d = dict(src_dict)
        account = EngagementAccount.from_dict(d.pop("account"))

        engagement_accounts_update_response_200_type_0_result = cls(
            account=account,
        )

        return engagement_accounts_update_response_200_type_0_result
