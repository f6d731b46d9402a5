from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from dateutil.parser import isoparse

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.additional_fields import AdditionalFields
    from ..models.native_record import NativeRecord


T = TypeVar("T", bound="CrmDeal")


@_attrs_define
class CrmDeal:
    """A deal (opportunity) in a CRM.

    Attributes:
        id (str): Plugboard's id of the deal.
        native_id (str): The CRM's id of the deal.
        name (None | str): Deal name, or null.
        amount (float | None): Value of the deal, or null.
        currency (None | str): ISO 4217 currency code of `amount`, or null.
        stage (None | str): Pipeline stage as the CRM names it, or null.
        close_date (datetime.datetime | None): Expected or actual close time, or null.
        is_won (bool | None): Whether the deal was won, or null when the CRM does not say.
        is_closed (bool | None): Whether the deal is closed, or null when the CRM does not say.
        account_id (None | str): Plugboard's id of the deal's account, or null.
        owner_id (None | str): Plugboard's id of the CRM user who owns the deal, or null.
        created_time (datetime.datetime | None): When the deal was created in the CRM, or null when the CRM does not
            say.
        modified_time (datetime.datetime | None): When the deal last changed, or null when the CRM does not say.
        additional (AdditionalFields | Unset): Non-unifiable and custom fields of the record, by the tool's field name
            (only when asked for).
        native (NativeRecord | Unset): The tool's raw record, unchanged (only when `include.$native` is true).
    """

    id: str
    native_id: str
    name: None | str
    amount: float | None
    currency: None | str
    stage: None | str
    close_date: datetime.datetime | None
    is_won: bool | None
    is_closed: bool | None
    account_id: None | str
    owner_id: None | str
    created_time: datetime.datetime | None
    modified_time: datetime.datetime | None
    additional: AdditionalFields | Unset = UNSET
    native: NativeRecord | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        native_id = self.native_id

        name: None | str
        name = self.name

        amount: float | None
        amount = self.amount

        currency: None | str
        currency = self.currency

        stage: None | str
        stage = self.stage

        close_date: None | str
        if isinstance(self.close_date, datetime.datetime):
            close_date = self.close_date.isoformat()
        else:
            close_date = self.close_date

        is_won: bool | None
        is_won = self.is_won

        is_closed: bool | None
        is_closed = self.is_closed

        account_id: None | str
        account_id = self.account_id

        owner_id: None | str
        owner_id = self.owner_id

        created_time: None | str
        if isinstance(self.created_time, datetime.datetime):
            created_time = self.created_time.isoformat()
        else:
            created_time = self.created_time

        modified_time: None | str
        if isinstance(self.modified_time, datetime.datetime):
            modified_time = self.modified_time.isoformat()
        else:
            modified_time = self.modified_time

        additional: dict[str, Any] | Unset = UNSET
        if not isinstance(self.additional, Unset):
            additional = self.additional.to_dict()

        native: dict[str, Any] | Unset = UNSET
        if not isinstance(self.native, Unset):
            native = self.native.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "nativeId": native_id,
                "name": name,
                "amount": amount,
                "currency": currency,
                "stage": stage,
                "closeDate": close_date,
                "isWon": is_won,
                "isClosed": is_closed,
                "accountId": account_id,
                "ownerId": owner_id,
                "createdTime": created_time,
                "modifiedTime": modified_time,
            }
        )
        if additional is not UNSET:
            field_dict["additional"] = additional
        if native is not UNSET:
            field_dict["$native"] = native

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.additional_fields import AdditionalFields
        from ..models.native_record import NativeRecord

        d = dict(src_dict)
        id = d.pop("id")

        native_id = d.pop("nativeId")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_amount(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        amount = _parse_amount(d.pop("amount"))

        def _parse_currency(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        currency = _parse_currency(d.pop("currency"))

        def _parse_stage(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        stage = _parse_stage(d.pop("stage"))

        def _parse_close_date(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                close_date_type_0 = isoparse(data)

                return close_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        close_date = _parse_close_date(d.pop("closeDate"))

        def _parse_is_won(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        is_won = _parse_is_won(d.pop("isWon"))

        def _parse_is_closed(data: object) -> bool | None:
            if data is None:
                return data
            return cast(bool | None, data)

        is_closed = _parse_is_closed(d.pop("isClosed"))

        def _parse_account_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        account_id = _parse_account_id(d.pop("accountId"))

        def _parse_owner_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        owner_id = _parse_owner_id(d.pop("ownerId"))

        def _parse_created_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                created_time_type_0 = isoparse(data)

                return created_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        created_time = _parse_created_time(d.pop("createdTime"))

        def _parse_modified_time(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                modified_time_type_0 = isoparse(data)

                return modified_time_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        modified_time = _parse_modified_time(d.pop("modifiedTime"))

        _additional = d.pop("additional", UNSET)
        additional: AdditionalFields | Unset
        if isinstance(_additional, Unset):
            additional = UNSET
        else:
            additional = AdditionalFields.from_dict(_additional)

        _native = d.pop("$native", UNSET)
        native: NativeRecord | Unset
        if isinstance(_native, Unset):
            native = UNSET
        else:
            native = NativeRecord.from_dict(_native)

        crm_deal = cls(
            id=id,
            native_id=native_id,
            name=name,
            amount=amount,
            currency=currency,
            stage=stage,
            close_date=close_date,
            is_won=is_won,
            is_closed=is_closed,
            account_id=account_id,
            owner_id=owner_id,
            created_time=created_time,
            modified_time=modified_time,
            additional=additional,
            native=native,
        )

        return crm_deal
