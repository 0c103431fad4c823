#pragma once

#include <QHttpServerRequest>
#include <QHttpServerResponse>

#include <variant>

class Authenticator;
class AccountStore;
class Clock;
class Database;
class QHttpServer;
struct Caller;

/// What every group of routes works with. All of it lives on the platform's HTTP thread.
struct RouteContext
{
    QHttpServer &http;
    Database &db;
    const Clock &clock;
    Authenticator &auth;
    AccountStore &accounts;
};
