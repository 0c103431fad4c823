#pragma once

// The fixture of the page tests: the sandbox's demo account logged in, answers scripted, in English.
#include "common/translations.h"
#include "tests/ui/democonsole.h"
#include "tests/ui/scripted.h"

#include <gtest/gtest.h>

class DemoPageTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(Translations::install(QLocale(QLocale::English)));
        QString error;
        ASSERT_TRUE(m_demo.start(&error)) << error.toStdString();
        ASSERT_TRUE(m_demo.logIn());
    }
    DemoConsole m_demo;
    ScriptedConfirmer m_confirmer;
};
