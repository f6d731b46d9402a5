from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.engagement_accounts_update_body_account import (
        EngagementAccountsUpdateBodyAccount,
    )


T = TypeVar("T", bound="EngagementAccountsUpdateBody")


@_attrs_define
class EngagementAccountsUpdateBody:
    """
    Attributes:
        id (str): The account's id.
        account (EngagementAccountsUpdateBodyAccount): Fields of the account to set (those at least one integration can
            write); a field the connected tool cannot write is refused with 400 naming it.
    """

    id: str
    account: EngagementAccountsUpdateBodyAccount

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        account = self.account.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "account": account,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.engagement_accounts_update_body_account import (
            EngagementAccountsUpdateBodyAccount,
        )

        d = dict(src_dict)
        id = d.pop("id")

        account = EngagementAccountsUpdateBodyAccount.from_dict(d.pop("account"))

        engagement_accounts_update_body = cls(
            id=id,
            account=account,
        )

        return engagement_accounts_update_body
