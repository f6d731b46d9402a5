from enum import Enum


class AuditActorKind(str, Enum):
    AGENTKEY = "agentKey"
    APIKEY = "apiKey"
    DASHBOARDSESSION = "dashboardSession"
    ENVIRONMENTTOKEN = "environmentToken"
    OPERATOR = "operator"
    SYSTEM = "system"
    USER = "user"

    def __str__(self) -> str:
        return str(self.value)
