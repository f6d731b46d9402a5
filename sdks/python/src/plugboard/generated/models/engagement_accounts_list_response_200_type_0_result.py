from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.engagement_account import EngagementAccount


T = TypeVar("T", bound="EngagementAccountsListResponse200Type0Result")


@_attrs_define
class EngagementAccountsListResponse200Type0Result:
    """
    Attributes:
        accounts (list[EngagementAccount]):
        next_page_cursor (None | str): Pass back as `cursor` for the next page; null on the last page.
    """

    accounts: list[EngagementAccount]
    next_page_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        accounts = []
        for accounts_item_data in self.accounts:
            accounts_item = accounts_item_data.to_dict()
            accounts.append(accounts_item)

        next_page_cursor: None | str
        next_page_cursor = self.next_page_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "accounts": accounts,
                "nextPageCursor": next_page_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.engagement_account import EngagementAccount

        d = dict(src_dict)
        accounts = []
        _accounts = d.pop("accounts")
        for accounts_item_data in _accounts:
            accounts_item = EngagementAccount.from_dict(accounts_item_data)

            accounts.append(accounts_item)

        def _parse_next_page_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_page_cursor = _parse_next_page_cursor(d.pop("nextPageCursor"))

        engagement_accounts_list_response_200_type_0_result = cls(
            accounts=accounts,
            next_page_cursor=next_page_cursor,
        )

        return engagement_accounts_list_response_200_type_0_result
