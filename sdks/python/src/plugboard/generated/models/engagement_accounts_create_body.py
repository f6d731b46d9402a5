from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.engagement_accounts_create_body_account import (
        EngagementAccountsCreateBodyAccount,
    )


T = TypeVar("T", bound="EngagementAccountsCreateBody")


@_attrs_define
class EngagementAccountsCreateBody:
    """
    Attributes:
        account (EngagementAccountsCreateBodyAccount): Fields of the account to set (those at least one integration can
            write); a field the connected tool cannot write is refused with 400 naming it.
    """

    account: EngagementAccountsCreateBodyAccount

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
        from ..models.engagement_accounts_create_body_account import (
            EngagementAccountsCreateBodyAccount,
        )

        d = dict(src_dict)
        account = EngagementAccountsCreateBodyAccount.from_dict(d.pop("account"))

        engagement_accounts_create_body = cls(
            account=account,
        )

        return engagement_accounts_create_body
