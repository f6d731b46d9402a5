from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TalkdeskCallsReportsCreateResponse200Type0Result")


@_attrs_define
class TalkdeskCallsReportsCreateResponse200Type0Result:
    """
    Attributes:
        job_id (str):
        status (str):
        files_url (None | str | Unset):
    """

    job_id: str
    status: str
    files_url: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        job_id = self.job_id

        status = self.status

        files_url: None | str | Unset
        if isinstance(self.files_url, Unset):
            files_url = UNSET
        else:
            files_url = self.files_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "jobId": job_id,
                "status": status,
            }
        )
        if files_url is not UNSET:
            field_dict["filesUrl"] = files_url

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        job_id = d.pop("jobId")

        status = d.pop("status")

        def _parse_files_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        files_url = _parse_files_url(d.pop("filesUrl", UNSET))

        talkdesk_calls_reports_create_response_200_type_0_result = cls(
            job_id=job_id,
            status=status,
            files_url=files_url,
        )

        return talkdesk_calls_reports_create_response_200_type_0_result
