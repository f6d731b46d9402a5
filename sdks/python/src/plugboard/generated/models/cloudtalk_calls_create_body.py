from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CloudtalkCallsCreateBody")


@_attrs_define
class CloudtalkCallsCreateBody:
    """
    Attributes:
        agent_id (str): the CloudTalk id of the agent placing the call
        callee_number (str): the number to call, E.164 (e.g. +442012345678)
    """

    agent_id: str
    callee_number: str

    def to_dict(self) -> dict[str, Any]:
        agent_id = self.agent_id

        callee_number = self.callee_number

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "agentId": agent_id,
                "calleeNumber": callee_number,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        agent_id = d.pop("agentId")

        callee_number = d.pop("calleeNumber")

        cloudtalk_calls_create_body = cls(
            agent_id=agent_id,
            callee_number=callee_number,
        )

        return cloudtalk_calls_create_body
