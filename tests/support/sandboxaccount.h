#pragma once

#include "tests/support/httpclient.h"

#include <QJsonObject>

#include <gtest/gtest.h>

/// Registers, logs in and recharges an account on the sandbox at `url` (and has it verified, for
/// a sandbox run with --review-delay 0); returns its session token.
inline QString accountOn(const QUrl &url, const QString &phone, qint64 cents, bool verify)
{
    using namespace Qt::StringLiterals;
    HttpClient c(url);
    const auto created = c.post(
        u"/v1/accounts"_s,
        {{u"phone"_s, phone}, {u"email"_s, QString(phone + u"@example.cn"_s)}, {u"password"_s, u"gpu-Rent-2026"_s}});
    EXPECT_EQ(created.status, 201) << created.body.toStdString();
    const QString token = c.post(u"/v1/sessions"_s, {{u"login"_s, phone}, {u"password"_s, u"gpu-Rent-2026"_s}})
                              .json.value(u"token"_s)
                              .toString();
    c.setToken(token);
    if (verify) {
        EXPECT_EQ(c.post(u"/v1/account/verification"_s,
                         {{u"real_name"_s, u"张三"_s}, {u"id_number"_s, u"11010519491231002X"_s}})
                      .status,
                  202);
    }
    if (cents > 0) {
        EXPECT_EQ(c.post(u"/v1/billing/recharge"_s, {{u"amount_cents"_s, cents}}).status, 201);
    }
    return token;
}
